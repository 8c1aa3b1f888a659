# A suffix that is not a str.
import tempfile
tempfile.mkstemp(suffix=5)

# expect runtime error: TypeError: can only concatenate str (not "int") to str
