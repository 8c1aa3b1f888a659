# A dir that does not exist: FileNotFoundError (its message names the random path).
import tempfile
try:
    tempfile.mkdtemp(dir='/nonexistent_weft_dir')
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e.filename.startswith('/nonexistent_weft_dir/tmp'))
tempfile.mkstemp(1, 2, 3, 4, 5)

# expect: FileNotFoundError 2 True
# expect runtime error: TypeError: mkstemp() takes from 0 to 4 positional arguments but 5 were given
