# sys.exit takes at most one argument.
import sys
sys.exit(1, 2)

# expect runtime error: TypeError: exit expected at most 1 argument, got 2
