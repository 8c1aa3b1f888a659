# iterdir and rglob of an empty folder; iterdir of a missing one is FileNotFoundError.
import tempfile
from pathlib import Path
d = Path(tempfile.mkdtemp())
print(list(d.iterdir()), list(d.rglob("*")))
try:
    list(Path("/nonexistent_zz").iterdir())
except FileNotFoundError as e:
    print(e)
# expect: [] []
# expect: [Errno 2] No such file or directory: '/nonexistent_zz'
