# Path methods whose os call fails: CPython's traceback shows pathlib.py's frames (read_text's
# `with self.open(...)`, then open's io.open) under the program's; caught, the error is as ever.
import os
import tempfile
from pathlib import Path

os.chdir(tempfile.mkdtemp())
base = Path(".")
for call in [lambda: base.mkdir(), lambda: (base / "gone.txt").unlink(), lambda: (base / "x").rmdir(),
             lambda: list((base / "nodir").iterdir()), lambda: base.touch(exist_ok=False)]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e.errno)
(base / "notes.txt").touch()
print((base / "notes.txt").read_text() == "", (base / "missing.txt").exists())
Path("missing.txt").read_text()
# expect: FileExistsError 17
# expect: FileNotFoundError 2
# expect: FileNotFoundError 2
# expect: FileNotFoundError 2
# expect: FileExistsError 17
# expect: True False
# expect stderr:   File "/usr/lib/python3.11/pathlib.py", line 1059, in read_text
# expect stderr:     with self.open(mode='r', encoding=encoding, errors=errors) as f:
# expect stderr:          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect stderr:   File "/usr/lib/python3.11/pathlib.py", line 1045, in open
# expect stderr:     return io.open(self, mode, buffering, encoding, errors, newline)
# expect stderr:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'missing.txt'
