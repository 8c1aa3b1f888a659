# __bool__ must return a bool
class B:
    def __bool__(self):
        return 1


print(bool(B()))
# expect runtime error: TypeError: __bool__ should return bool, returned int
