# __str__ must return a str
class R:
    def __str__(self):
        return [1]


print(R())
# expect runtime error: TypeError: __str__ returned non-string (type list)
