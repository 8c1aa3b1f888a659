# Iterating a closed StringIO says "closed file." with the full stop.
import io
s = io.StringIO("a\nb\n")
s.close()
for line in s:
    print(line)

# expect runtime error: ValueError: I/O operation on closed file.
