# LogRecord made by hand: its attributes (filename and module from the path), getMessage with
# the arguments, the repr, and an attribute set on it.
import logging

r = logging.LogRecord("net.io", logging.WARNING, "/srv/app/worker.py", 42, "lost %d of %s", (3, "packets"), None)
print(r.name, r.levelno, r.levelname, r.pathname)
print(r.filename, r.module, r.lineno, r.funcName, r.exc_info)
print(r.msg, r.args, r.getMessage())
print(r)
r.custom = "yes"
print(r.custom, type(r).__name__)
print(logging.LogRecord("n", 20, "f.py", 1, "%(a)s", ({"a": 7},), None).getMessage())
# expect: net.io 30 WARNING /srv/app/worker.py
# expect: worker.py worker 42 None None
# expect: lost %d of %s (3, 'packets') lost 3 of packets
# expect: <LogRecord: net.io, 30, /srv/app/worker.py, 42, "lost %d of %s">
# expect: yes LogRecord
# expect: 7
