# __len__ must not be negative
class L:
    def __len__(self):
        return -1


print(len(L()))
# expect runtime error: ValueError: __len__() should return >= 0
