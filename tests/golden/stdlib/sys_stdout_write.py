# sys.stdout.write returns the number of characters and keeps its order with print().
import sys
n = sys.stdout.write("héllo\n")
print(n)
sys.stdout.write("a")
print("b")
print(sys.stdout.write(""), sys.stdout.flush())
print(sys.stdout.name, sys.stderr.name, sys.stdin.name, sys.stdout.mode, sys.stdin.mode)
print(sys.stdout)

# expect: héllo
# expect: 6
# expect: ab
# expect: 0 None
# expect: <stdout> <stderr> <stdin> w r
# expect: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>
