# sys.stdout.reconfigure (and a text file's): UTF-8 encodings and the other options accepted,
# CPython's argument errors; binary files have none.
import sys
print(sys.stdout.reconfigure(encoding="utf-8"), sys.stderr.reconfigure(errors="replace"))
print("héllo ☃")
for kw in [{"encoding": 5}, {"bogus": 1}]:
    try:
        sys.stdout.reconfigure(**kw)
    except TypeError as e:
        print(e)
try:
    sys.stdout.reconfigure("utf-8")
except TypeError as e:
    print(e)
sys.stdout.reconfigure(line_buffering=True)
print("after line buffering", sys.stdout.encoding)
with open(__file__) as f:
    f.reconfigure(encoding="UTF8")
    print(f.readline().strip()[:6])
with open(__file__, "rb") as f:
    print(hasattr(f, "reconfigure"))
# expect: None None
# expect: héllo ☃
# expect: bad argument type for built-in operation
# expect: 'bogus' is an invalid keyword argument for reconfigure()
# expect: reconfigure() takes no positional arguments
# expect: after line buffering utf-8
# expect: # sys.
# expect: False
