# sys.stdout.isatty() and fileno(): the standard streams' descriptors (a test's output is a pipe)
import sys
print(sys.stdout.isatty(), sys.stdout.fileno(), sys.stderr.fileno(), sys.stdin.fileno())
with open(__file__) as f:
    print(f.isatty(), f.fileno() > 2)
try:
    f.isatty()
except ValueError as e:
    print("ValueError:", e)
f.fileno()

# expect: False 1 2 0
# expect: False True
# expect: ValueError: I/O operation on closed file
# expect runtime error: ValueError: I/O operation on closed file
