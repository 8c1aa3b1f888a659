# list's __init__ takes at most one argument.
class Stack(list):
    pass

Stack([1], [2])
# expect runtime error: TypeError: list expected at most 1 argument, got 2
