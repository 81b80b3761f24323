/* A plain C reference for the solver: an exact depth-first search of one round
 * (play without a shuffle) of Addiction with a transposition table, the rules of
 * docs/rules.md as addiction/engine/solver/search.py plays them, and nothing else:
 * no move ordering beyond gap order, no pruning, no reduction.
 *
 * benchmarks/solver_vs_c.py compiles it (cc -O2) and runs it beside the solver.
 * An optional argument caps the positions expanded per position (the answer is then
 * "unknown" when the cap stops the search).
 * Input on stdin: one position a line, 52 integers, the card on each square in row
 * order (card id suit * 12 + rank - 2, suits S H D C; -1 for a gap).
 * Output: one line a position, "win|no-win|unknown POSITIONS CPU_SECONDS", flushed, where
 * POSITIONS counts the positions expanded (the position given included), as the
 * solver's nodes do. A malformed line gets "error REASON" and the next is read.
 *
 * Within a round the move graph is acyclic (docs/solver.md), and a position seen
 * before is skipped: every reachable position is expanded at most once, so the
 * search finds a win if one is reachable and otherwise proves there is none.
 * Keys are 64-bit Zobrist keys in an open-addressing table with linear probing,
 * at most half full, doubled when half full.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { COLUMNS = 13, SQUARES = 52, CARDS = 48, KING = 11, FIRST_BITS = 16 };

static int board[SQUARES];  /* card id or -1 */
static int where[CARDS];    /* square of each card */
static int gaps[4];         /* the four gap squares */
static int run[4];          /* each row's in-place run length */
static int in_place;        /* sum of run */
static uint64_t zobrist[CARDS][SQUARES];

static uint64_t *slots;     /* key, or 0 for an empty slot */
static uint64_t mask;
static uint64_t stored;
static long long expanded, limit = -1;
static int won, stopped;  /* stopped: won or the cap reached, the search unwinds */

static uint64_t splitmix(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static void table_reset(void) {
    free(slots);
    mask = (1ULL << FIRST_BITS) - 1;
    slots = calloc(mask + 1, sizeof *slots);
    if (!slots) { fputs("out of memory\n", stderr); exit(2); }
    stored = 0;
}

static void table_put(uint64_t *table, uint64_t table_mask, uint64_t key) {
    uint64_t home = key & table_mask;
    while (table[home]) home = (home + 1) & table_mask;
    table[home] = key;
}

/* Adds key; 1 if it was not there before. */
static int table_add(uint64_t key) {
    if (!key) key = 1;  /* 0 marks an empty slot */
    uint64_t home = key & mask;
    while (slots[home]) {
        if (slots[home] == key) return 0;
        home = (home + 1) & mask;
    }
    slots[home] = key;
    if (2 * ++stored > mask) {
        uint64_t bigger_mask = 2 * mask + 1;
        uint64_t *bigger = calloc(bigger_mask + 1, sizeof *bigger);
        if (!bigger) { fputs("out of memory\n", stderr); exit(2); }
        for (uint64_t i = 0; i <= mask; i++)
            if (slots[i]) table_put(bigger, bigger_mask, slots[i]);
        free(slots);
        slots = bigger;
        mask = bigger_mask;
    }
    return 1;
}

static void search(uint64_t key);

/* Plays card from square from into gap gi, searches the child if it is new, takes
 * the move back. */
static void try_move(uint64_t key, int card, int from, int gi) {
    int to = gaps[gi];
    uint64_t child = key ^ zobrist[card][from] ^ zobrist[card][to];
    if (!table_add(child)) return;
    int row = to / COLUMNS, old = run[row];
    board[to] = card;
    board[from] = -1;
    where[card] = to;
    gaps[gi] = from;
    if (to % COLUMNS == old) {  /* the card lands right after its row's run */
        int start = to - old, base = board[start], k = old + 1;
        while (k < 12 && board[start + k] == base + k) k++;
        run[row] = k;
        in_place += k - old;
    }
    search(child);
    in_place -= run[row] - old;
    run[row] = old;
    board[from] = card;
    board[to] = -1;
    where[card] = from;
    gaps[gi] = to;
}

static void search(uint64_t key) {
    if (++expanded == limit) stopped = 1;
    if (in_place == CARDS) won = stopped = 1;
    for (int gi = 0; gi < 4 && !stopped; gi++) {
        int gap = gaps[gi];
        if (gap % COLUMNS == 0) {  /* column 1 takes any 2 not already in column 1 */
            for (int suit = 0; suit < 4 && !stopped; suit++) {
                int two = 12 * suit;
                if (where[two] % COLUMNS) try_move(key, two, where[two], gi);
            }
        } else {  /* elsewhere the successor of the left neighbour; nothing after a gap or King */
            int left = board[gap - 1];
            if (left >= 0 && left % 12 != KING) try_move(key, left + 1, where[left + 1], gi);
        }
    }
}

/* Reads one position; 0 at the end of input, -1 (with the line consumed) when malformed. */
static int read_position(const char **reason) {
    char line[1024];
    if (!fgets(line, sizeof line, stdin)) return 0;
    int seen[CARDS] = {0}, count = 0, gap_count = 0;
    char *cursor = line, *end;
    for (int square = 0; square < SQUARES; square++) {
        long card = strtol(cursor, &end, 10);
        if (end == cursor) { *reason = "fewer than 52 numbers"; return -1; }
        cursor = end;
        if (card < -1 || card >= CARDS) { *reason = "a card id outside -1..47"; return -1; }
        board[square] = (int)card;
        if (card < 0) {
            if (gap_count == 4) { *reason = "more than four gaps"; return -1; }
            gaps[gap_count++] = square;
        } else {
            if (seen[card]++) { *reason = "a card twice"; return -1; }
            where[card] = square;
            count++;
        }
    }
    if (count != CARDS) { *reason = "not every card"; return -1; }
    in_place = 0;
    for (int row = 0; row < 4; row++) {
        int start = row * COLUMNS, base = board[start], k = 0;
        if (base >= 0 && base % 12 == 0)
            for (k = 1; k < 12 && board[start + k] == base + k; k++) {}
        run[row] = k;
        in_place += k;
    }
    return 1;
}

int main(int argc, char **argv) {
    if (argc > 1) limit = atoll(argv[1]);
    uint64_t state = 0x5A0B2157C0DE0003ULL;
    for (int card = 0; card < CARDS; card++)
        for (int square = 0; square < SQUARES; square++) zobrist[card][square] = splitmix(&state);
    const char *reason = "";
    int status;
    while ((status = read_position(&reason)) != 0) {
        if (status < 0) { printf("error %s\n", reason); fflush(stdout); continue; }
        struct timespec start, stop;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
        table_reset();
        uint64_t key = 0;
        for (int card = 0; card < CARDS; card++) key ^= zobrist[card][where[card]];
        table_add(key);
        expanded = 0;
        won = stopped = 0;
        search(key);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &stop);
        double seconds = (double)(stop.tv_sec - start.tv_sec) + (stop.tv_nsec - start.tv_nsec) / 1e9;
        printf("%s %lld %.6f\n", won ? "win" : stopped ? "unknown" : "no-win", expanded, seconds);
        fflush(stdout);
    }
    free(slots);
    return 0;
}
