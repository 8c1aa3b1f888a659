# The program runs as __main__; imported modules carry their own names.
import math, sys, os, copy
print(__name__)
if __name__ == "__main__":
    print("run as a program")
print(math.__name__, sys.__name__, os.__name__, copy.__name__)
def who():
    return __name__
print(who())

# expect: __main__
# expect: run as a program
# expect: math sys os copy
# expect: __main__
