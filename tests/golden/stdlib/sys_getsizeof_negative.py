# sys.getsizeof when __sizeof__ returns a negative number.
import sys
class F:
    def __sizeof__(self):
        return -1
print(sys.getsizeof(F(), 3))
# expect runtime error: ValueError: __sizeof__() should return >= 0
