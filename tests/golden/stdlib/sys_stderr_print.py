# print(..., file=sys.stderr) and sys.stderr.write go to stderr.
import sys
print("to stdout")
print("to", "stderr", file=sys.stderr)
n = sys.stderr.write("written\n")
sys.stderr.flush()
print(n)

# expect: to stdout
# expect: 8
# expect stderr: to stderr
# expect stderr: written
