# sys.stdout.write takes a str only.
import sys
sys.stdout.write(42)

# expect runtime error: TypeError: write() argument must be str, not int
