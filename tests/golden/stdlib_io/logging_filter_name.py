# Filter(name) lets through records of that logger and its descendants only ("a.b" passes
# "a.b" and "a.b.c", not "a.bc"); Filter() passes everything.
import logging


def rec(name):
    return logging.LogRecord(name, logging.INFO, "x.py", 1, "m", None, None)


f = logging.Filter("a.b")
for n in ["a.b", "a.b.c", "a.bc", "a", "b"]:
    print(n, bool(f.filter(rec(n))))
print(logging.Filter().filter(rec("zz")), f.name, f.nlen)
# expect: a.b True
# expect: a.b.c True
# expect: a.bc False
# expect: a False
# expect: b False
# expect: True a.b 3
