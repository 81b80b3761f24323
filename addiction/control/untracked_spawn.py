"""Worker processes started the way multiprocessing's spawn starts them, without
Python's resource tracker.

On POSIX, spawn starts a resource tracker beside the first process it starts: one
more Python (some 13 MB RSS, benchmarks/memory_bench.py) that lives as long as
the app, to remove the named semaphores and shared memory a dead process leaves
behind. The channel for background work (addiction/control/process_worker.py) is
two pipes and uses neither, so its workers are started without one: the same
command line and the same start-up data through the same calls as
multiprocessing's own spawn start (Python 3.11's popen_spawn_posix.Popen._launch),
only without the tracker's file descriptor; the worker's spawn_main then has none
(a worker that made such a resource would start a tracker of its own). Windows
has no resource tracker: there the standard spawn process is used.

Imported when the first worker starts, like multiprocessing itself.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable
from multiprocessing import reduction, spawn, util
from multiprocessing.context import SpawnContext, SpawnProcess, set_spawning_popen
from typing import Any

if sys.platform != "win32":
    from multiprocessing import popen_spawn_posix

    class _UntrackedPopen(popen_spawn_posix.Popen):
        _fds: list[int]  # the descriptors the child inherits (multiprocessing's)

        def _launch(self, process_obj: Any) -> None:
            preparation = spawn.get_preparation_data(process_obj._name)
            data = io.BytesIO()
            set_spawning_popen(self)
            try:
                reduction.dump(preparation, data)
                reduction.dump(process_obj, data)
            finally:
                set_spawning_popen(None)
            parent_r = child_w = child_r = parent_w = None
            try:
                parent_r, child_w = os.pipe()
                child_r, parent_w = os.pipe()
                command = spawn.get_command_line(pipe_handle=child_r)
                self._fds.extend([child_r, child_w])
                self.pid = util.spawnv_passfds(
                    os.fsencode(spawn.get_executable()), command, self._fds
                )
                self.sentinel = parent_r
                with open(parent_w, "wb", closefd=False) as pipe:
                    pipe.write(data.getbuffer())
            finally:
                ours = [fd for fd in (parent_r, parent_w) if fd is not None]
                self.finalizer = util.Finalize(self, _close, ours)
                for fd in (child_r, child_w):
                    if fd is not None:
                        os.close(fd)

    class _UntrackedProcess(SpawnProcess):
        @staticmethod
        def _Popen(process_obj: Any) -> _UntrackedPopen:  # multiprocessing calls it so
            return _UntrackedPopen(process_obj)


def _close(*fds: int) -> None:
    for fd in fds:
        os.close(fd)


def worker_process(
    context: SpawnContext, target: Callable[..., object], args: tuple[object, ...], name: str
) -> SpawnProcess:
    """A daemon process (not started yet) that runs target(*args), with no resource tracker."""
    if sys.platform == "win32":
        return context.Process(target=target, args=args, name=name, daemon=True)
    return _UntrackedProcess(target=target, args=args, name=name, daemon=True)
