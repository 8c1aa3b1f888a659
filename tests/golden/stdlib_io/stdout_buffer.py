# sys.stdout.buffer / sys.stderr.buffer: the binary streams under the standard streams, their
# writes in order with print()'s.
import sys
print("text first")
n = sys.stdout.buffer.write("bytes ☃\n".encode())
print("returned", n, sys.stdout.buffer is sys.stdout.buffer, sys.stdout.buffer.name)
sys.stdout.buffer.write(bytearray(b"bytearray\n"))
sys.stdout.buffer.flush()
try:
    sys.stdout.buffer.write("str")
except TypeError as e:
    print(e)
sys.stderr.buffer.write(b"to stderr\n")
print(sys.stdout.buffer.writable(), sys.stdin.buffer.readable() if sys.stdin else None)
# expect: text first
# expect: bytes ☃
# expect: returned 10 True <stdout>
# expect: bytearray
# expect: a bytes-like object is required, not 'str'
# expect: True True
# expect stderr: to stderr
