# setrecursionlimit raises the depth Python calls may reach; getrecursionlimit reads it.
import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(sys.getrecursionlimit())
try:
    depth(3000)
except RecursionError as e:
    print("RecursionError:", e)
sys.setrecursionlimit(10000)
print(sys.getrecursionlimit(), depth(9000))

# expect: 1000
# expect: RecursionError: maximum recursion depth exceeded
# expect: 10000 9000
