# strip's chars must be None or str: CPython's message names the method.
try:
    "abc".lstrip(1)
except TypeError as e:
    print(e)
"abc".strip(["a"])

# expect: lstrip arg must be None or str
# expect runtime error: TypeError: strip arg must be None or str
