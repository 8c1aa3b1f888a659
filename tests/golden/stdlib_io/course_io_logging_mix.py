# A course-style program: output captured with redirect_stdout, logging to stdout, traceback
# summaries in a handler, StringIO lines, suppress and ExitStack.
import io, sys, logging, traceback
from contextlib import redirect_stdout, ExitStack, suppress

def capture(fn, *args):
    buf = io.StringIO()
    with redirect_stdout(buf):
        fn(*args)
    return buf.getvalue()

def table(n):
    for i in range(1, n + 1):
        print(f"{i:>3} {i*i:>5}")

out = capture(table, 4)
print(out.upper(), end="")
print(len(out.splitlines()))

logging.basicConfig(level=logging.INFO, format="%(levelname)s - %(name)s - %(message)s", stream=sys.stdout)
log = logging.getLogger(__name__)

class Account:
    def __init__(self, balance):
        self.balance = balance
        log.info("opened with %d", balance)
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amount}")
        self.balance -= amount
        log.debug("withdrew %d", amount)

acct = Account(100)
for amt in [30, 200]:
    try:
        acct.withdraw(amt)
    except ValueError as e:
        log.error("failed: %s", e)
        lines = traceback.format_exc().splitlines()
        print(lines[0], "|", lines[-1])

s = io.StringIO()
s.write("line1\nline2\n")
s.seek(0)
print([l.strip() for l in s])
with suppress(ZeroDivisionError):
    1/0
with ExitStack() as stack:
    bufs = [stack.enter_context(io.StringIO()) for _ in range(2)]
print(all(b.closed for b in bufs))
log.warning("done %s", {"k": [1, 2]})

# expect:   1     1
# expect:   2     4
# expect:   3     9
# expect:   4    16
# expect: 4
# expect: INFO - __main__ - opened with 100
# expect: ERROR - __main__ - failed: insufficient funds: 70 < 200
# expect: Traceback (most recent call last): | ValueError: insufficient funds: 70 < 200
# expect: ['line1', 'line2']
# expect: True
# expect: WARNING - __main__ - done {'k': [1, 2]}
