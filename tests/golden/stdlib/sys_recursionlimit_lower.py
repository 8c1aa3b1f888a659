# A lower recursion limit makes RecursionError come sooner.
import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
sys.setrecursionlimit(60)
print(depth(40))
depth(100)

# expect: 40
# expect runtime error: RecursionError: maximum recursion depth exceeded
