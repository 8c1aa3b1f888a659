# a comparison both sides decline
class V:
    def __lt__(self, other):
        return NotImplemented


print(V() < 3)
# expect runtime error: TypeError: '<' not supported between instances of 'V' and 'int'
