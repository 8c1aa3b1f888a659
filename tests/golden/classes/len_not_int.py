# __len__ must return an integer
class L:
    def __len__(self):
        return "a"


print(len(L()))
# expect runtime error: TypeError: 'str' object cannot be interpreted as an integer
