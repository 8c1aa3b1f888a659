# golden-module: eval and exec in a module's code see the module's globals
K = 7
exec("W = K * 3")
AT_LOAD = eval("W + 1")


def ev():
    return eval("K * 2")


def ex():
    exec("global Z\nZ = K + 1")
    return Z


def main_module():
    import __main__
    return __main__.__name__, hasattr(__main__, "PROGRAM_VAR")


LOCALS_AT_LOAD = sorted(k for k in locals() if not k.startswith("__"))
