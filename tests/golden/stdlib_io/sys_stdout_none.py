# With sys.stdout set to None, print() does nothing (CPython's rule for a missing stdout).
import sys
saved = sys.stdout
sys.stdout = None
print("lost")
sys.stdout = saved
print("back")

# expect: back
