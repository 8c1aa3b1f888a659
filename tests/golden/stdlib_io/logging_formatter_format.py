# Formatter.format(record) called directly; asctime with a datefmt that has no time in it.
import logging

r = logging.LogRecord("db", logging.ERROR, "/x/q.py", 9, "query %s failed", ("q1",), None)
print(logging.Formatter("%(name)s:%(levelname)s:%(message)s").format(r))
print(logging.Formatter("[%(asctime)s] %(message)s", datefmt="DATE").format(r))
print(logging.Formatter("{levelname} {message}", style="{").format(r))
print(r.message)
# expect: db:ERROR:query q1 failed
# expect: [DATE] query q1 failed
# expect: ERROR query q1 failed
# expect: query q1 failed
