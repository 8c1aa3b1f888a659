# iterating over an object without __iter__ or __getitem__
class E:
    pass


for x in E():
    print(x)
# expect runtime error: TypeError: 'E' object is not iterable
