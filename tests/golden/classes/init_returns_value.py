# __init__ must return None
class Init:
    def __init__(self):
        return 1


Init()
# expect runtime error: TypeError: __init__() should return None, not 'int'
