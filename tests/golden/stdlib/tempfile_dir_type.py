# A dir that is not a path.
import tempfile
tempfile.TemporaryDirectory(dir=5)

# expect runtime error: TypeError: expected str, bytes or os.PathLike object, not int
