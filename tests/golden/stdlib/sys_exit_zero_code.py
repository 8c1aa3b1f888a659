# sys.exit(0) ends the program quietly with status 0; later lines do not run.
import sys
print("one")
sys.exit(0)
print("two")

# expect: one
