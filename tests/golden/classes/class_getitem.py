# Cls[item] calls __class_getitem__ (implicitly a classmethod), inherited by subclasses.
class G:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"
class H(G): pass
print(G[int], H[str])
# expect: G[int] H[str]
