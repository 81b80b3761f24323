"""Scripted answers to the questions the window asks (addiction/ui/prompts.py), so
tests never meet a modal dialog; every question asked is noted."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from addiction.ui.prompts import Prompts


class ScriptedPrompts(Prompts):
    """Answers the window's questions without a modal dialog, and notes what was asked."""

    def __init__(self) -> None:
        self.confirm_answer = True
        self.never_ask_again = False
        self.deal_answer: str | None = None
        self.deal_prompts: list[str] = []  # the game each deal number was asked for
        self.code_answer: str | None = None  # given once; asked again, the player cancels
        self.code_prompts: list[tuple[str, str | None]] = []  # (text offered, problem shown)
        self.asked: list[str] = []
        self.errors: list[str] = []

    def confirm(self, parent: QWidget, title: str, text: str) -> bool:
        self.asked.append(text)
        return self.confirm_answer

    def confirm_leaving(self, parent: QWidget, title: str, text: str) -> tuple[bool, bool]:
        self.asked.append(text)
        return self.confirm_answer, self.never_ask_again

    def deal_number(self, parent: QWidget, suggestion: int, game: str) -> str | None:
        self.deal_prompts.append(game)
        return self.deal_answer

    def game_code(self, parent: QWidget, text: str, problem: str | None) -> str | None:
        self.code_prompts.append((text, problem))
        answer, self.code_answer = self.code_answer, None
        return answer

    def show_error(self, parent: QWidget, title: str, text: str) -> None:
        self.errors.append(text)
