# sys.getsizeof when __sizeof__ returns something that is not an int.
import sys
class E:
    def __sizeof__(self):
        return 'x'
sys.getsizeof(E())
# expect runtime error: TypeError: an integer is required
