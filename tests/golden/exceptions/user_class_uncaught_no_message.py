# Raising the class itself (no arguments): the last line is the bare class name.
class Stop(Exception):
    pass

raise Stop
# expect runtime error: Stop
