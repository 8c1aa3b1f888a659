# input() reads sys.stdin as the program set it (an io.StringIO standing in for the keyboard)
# and writes its prompt to sys.stdout as set (redirect_stdout catches it)
import contextlib
import io
import sys

sys.stdin = io.StringIO("5\nabc\n-3\n12\nquit\n")
total = 0
while True:
    line = input("Enter number (or quit): ")
    if line == "quit":
        break
    try:
        n = int(line)
    except ValueError:
        print(f"'{line}' is not a number")
        continue
    total += max(n, 0)
print("total", total)
sys.stdin = io.StringIO("last line without newline")
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    got = input("prompt> ")
print(repr(got), repr(buf.getvalue()))

class Odd:
    def readline(self):
        return 42

sys.stdin = Odd()
try:
    input()
except TypeError as e:
    print("TypeError:", e)
sys.stdin = io.StringIO("")
input("? ")

# expect: Enter number (or quit): Enter number (or quit): 'abc' is not a number
# expect: Enter number (or quit): Enter number (or quit): Enter number (or quit): total 17
# expect: 'last line without newline' 'prompt> '
# expect: TypeError: object.readline() returned non-string
# expect: ? 
# expect runtime error: EOFError: EOF when reading a line
