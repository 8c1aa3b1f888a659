# A builtin's method called through the class refuses an instance of an unrelated class.
class Stack(list):
    pass

class Other:
    pass

list.append(Stack(), 1)
print("ok")
list.append(Other(), 1)
# expect: ok
# expect runtime error: TypeError: descriptor 'append' for 'list' objects doesn't apply to a 'Other' object
