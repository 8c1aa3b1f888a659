# os.makedirs is frozen Python in CPython: an error shows "<frozen os>" frames without source
# lines, one per parent level it went down (line 215) and the mkdir that failed (line 225).
import os
import tempfile
import traceback

top = tempfile.mkdtemp()
open(os.path.join(top, "file"), "w").close()
try:
    os.makedirs(os.path.join(top, "file", "a", "b"))
except NotADirectoryError as e:
    print([(f.filename, f.lineno, f.name) for f in traceback.extract_tb(e.__traceback__)[1:]])
os.makedirs(os.path.join(top, "new", "deeper"))
os.chdir(top)
os.makedirs("new", exist_ok=True)
os.makedirs("new")
# expect: [('<frozen os>', 215, 'makedirs'), ('<frozen os>', 225, 'makedirs')]
# expect stderr:     os.makedirs("new")
# expect stderr:   File "<frozen os>", line 225, in makedirs
# expect runtime error: FileExistsError: [Errno 17] File exists: 'new'
