# os.path is frozen Python in CPython: getsize of a missing file, join with a number, or a
# one-path function given None show "<frozen genericpath>"/"<frozen posixpath>" frames.
import os
import traceback

for call in [lambda: os.path.getsize("no_such_file.txt"), lambda: os.path.getmtime("no_such_file.txt"),
             lambda: os.path.join("data", 2024), lambda: os.path.basename(None), lambda: os.path.exists(None)]:
    try:
        call()
    except (OSError, TypeError) as e:
        print(type(e).__name__, e, [(f.filename, f.lineno, f.name) for f in traceback.extract_tb(e.__traceback__)[2:]])
print(os.path.getsize("no_such_file.txt"))
# expect: FileNotFoundError [Errno 2] No such file or directory: 'no_such_file.txt' [('<frozen genericpath>', 50, 'getsize')]
# expect: FileNotFoundError [Errno 2] No such file or directory: 'no_such_file.txt' [('<frozen genericpath>', 55, 'getmtime')]
# expect: TypeError join() argument must be str, bytes, or os.PathLike object, not 'int' [('<frozen posixpath>', 90, 'join'), ('<frozen genericpath>', 152, '_check_arg_types')]
# expect: TypeError expected str, bytes or os.PathLike object, not NoneType [('<frozen posixpath>', 142, 'basename')]
# expect: TypeError stat: path should be string, bytes, os.PathLike or integer, not NoneType [('<frozen genericpath>', 19, 'exists')]
# expect stderr:   File "<frozen genericpath>", line 50, in getsize
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'no_such_file.txt'
