# __iter__ must return an iterator
class I:
    def __iter__(self):
        return 1


for x in I():
    pass
# expect runtime error: TypeError: iter() returned non-iterator of type 'int'
