# sys.exit("msg") prints the message to stderr and ends the program with status 1.
import sys
print("before")
sys.exit("fatal: bad input")
print("not reached")

# expect: before
# expect runtime error: fatal: bad input
