# Runaway recursion that prints as it goes: CPython's print costs two C-level recursion levels
# (print, then file.write), so at the limit the print call is what fails, with its message.
import sys
sys.setrecursionlimit(40)
def down(n):
    print(n, end=" ")
    down(n - 1)
try:
    down(100)
except RecursionError as e:
    print()
    print("RecursionError:", e)
depth = 0
def quiet():
    global depth
    depth += 1
    quiet()
try:
    quiet()
except RecursionError as e:
    print(depth, e)
def show(n):
    print("level", n)
    show(n + 1)
show(1)
# expect: 100 99 98 97 96 95 94 93 92 91 90 89 88 87 86 85 84 83 82 81 80 79 78 77 76 75 74 73 72 71 70 69 68 67 66 65 64 
# expect: RecursionError: maximum recursion depth exceeded while calling a Python object
# expect: 39 maximum recursion depth exceeded
# expect: level 1
# expect: level 2
# expect: level 3
# expect: level 4
# expect: level 5
# expect: level 6
# expect: level 7
# expect: level 8
# expect: level 9
# expect: level 10
# expect: level 11
# expect: level 12
# expect: level 13
# expect: level 14
# expect: level 15
# expect: level 16
# expect: level 17
# expect: level 18
# expect: level 19
# expect: level 20
# expect: level 21
# expect: level 22
# expect: level 23
# expect: level 24
# expect: level 25
# expect: level 26
# expect: level 27
# expect: level 28
# expect: level 29
# expect: level 30
# expect: level 31
# expect: level 32
# expect: level 33
# expect: level 34
# expect: level 35
# expect: level 36
# expect: level 37
# expect runtime error: RecursionError: maximum recursion depth exceeded while calling a Python object
# expect stderr:     print("level", n)
# expect stderr:   [Previous line repeated 34 more times]
