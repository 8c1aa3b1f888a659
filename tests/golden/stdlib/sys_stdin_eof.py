# sys.stdin at its end (the runner gives no input): readline and read return ''.
import sys
print(repr(sys.stdin.readline()), repr(sys.stdin.read()), sys.stdin.readable())

# expect: '' '' True
