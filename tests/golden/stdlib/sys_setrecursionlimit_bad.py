# The recursion limit must be at least 1.
import sys
try:
    sys.setrecursionlimit(1.5)
except TypeError as e:
    print("TypeError:", e)
sys.setrecursionlimit(0)

# expect: TypeError: 'float' object cannot be interpreted as an integer
# expect runtime error: ValueError: recursion limit must be greater or equal than 1
