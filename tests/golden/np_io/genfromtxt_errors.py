# np.genfromtxt's argument errors, with NumPy's messages.
import numpy as np
def attempt(**kw):
    try:
        np.genfromtxt(**kw)
    except (ValueError, TypeError, FileNotFoundError) as e:
        print(type(e).__name__, e)
attempt(fname=["1 2"], max_rows=2, skip_footer=1)
attempt(fname=["1 2"], ndmin=3)
attempt(fname=["1 2"], max_rows=0)
attempt(fname=5)
attempt(fname="/nonexistent/weft_no_such_file.txt")
attempt(fname=["1 2"], converters=[float])
print(repr(np.genfromtxt([], dtype=int)))
# expect: ValueError The keywords 'skip_footer' and 'max_rows' can not be specified at the same time.
# expect: ValueError Illegal value of ndmin keyword: 3
# expect: ValueError 'max_rows' must be at least 1.
# expect: TypeError fname must be a string, a filehandle, a sequence of strings,
# expect: or an iterator of strings. Got <class 'int'> instead.
# expect: FileNotFoundError /nonexistent/weft_no_such_file.txt not found.
# expect: TypeError The input argument 'converter' should be a valid dictionary (got '<class 'list'>' instead)
# expect: array([], dtype=int64)
