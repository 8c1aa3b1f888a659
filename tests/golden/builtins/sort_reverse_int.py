# list.sort and sorted take reverse= as an integer (CPython's int converter): a str, float or
# None is a TypeError; any int or __index__ object counts by its truth
for r in ['yes', 1.5, None, 2, True, 0, False]:
    try:
        print(sorted([1, 3, 2], reverse=r))
    except TypeError as e:
        print("TypeError:", e)
    try:
        l = [1, 3, 2]; l.sort(reverse=r); print(l)
    except TypeError as e:
        print("TypeError:", e)
class Idx:
    def __index__(self): return 1
print(sorted("bca", reverse=Idx()))
lst = [3, 1]
lst.sort(reverse="yes")

# expect: TypeError: 'str' object cannot be interpreted as an integer
# expect: TypeError: 'str' object cannot be interpreted as an integer
# expect: TypeError: 'float' object cannot be interpreted as an integer
# expect: TypeError: 'float' object cannot be interpreted as an integer
# expect: TypeError: 'NoneType' object cannot be interpreted as an integer
# expect: TypeError: 'NoneType' object cannot be interpreted as an integer
# expect: [3, 2, 1]
# expect: [3, 2, 1]
# expect: [3, 2, 1]
# expect: [3, 2, 1]
# expect: [1, 2, 3]
# expect: [1, 2, 3]
# expect: [1, 2, 3]
# expect: [1, 2, 3]
# expect: ['c', 'b', 'a']
# expect runtime error: TypeError: 'str' object cannot be interpreted as an integer
