# __str__ returning something other than a str.
class BadError(Exception):
    def __str__(self):
        return 42

print(str(BadError()))
# expect runtime error: TypeError: __str__ returned non-string (type int)
