# 16 try/finally statements, each nested in the previous one's finally body: every finally body
# is compiled for the normal and the exceptional way out, so the code doubles per level (as
# CPython's does) and compiling it must stay linear in that size to finish in time. Raising at
# any level runs the rest; a return in the innermost finally drops the exception.
def nest(fail, stop, log):
    try:
        log.append(0)
        if fail == 0:
            raise ValueError(0)
    finally:
        try:
            log.append(1)
            if fail == 1:
                raise ValueError(1)
        finally:
            try:
                log.append(2)
                if fail == 2:
                    raise ValueError(2)
            finally:
                try:
                    log.append(3)
                    if fail == 3:
                        raise ValueError(3)
                finally:
                    try:
                        log.append(4)
                        if fail == 4:
                            raise ValueError(4)
                    finally:
                        try:
                            log.append(5)
                            if fail == 5:
                                raise ValueError(5)
                        finally:
                            try:
                                log.append(6)
                                if fail == 6:
                                    raise ValueError(6)
                            finally:
                                try:
                                    log.append(7)
                                    if fail == 7:
                                        raise ValueError(7)
                                finally:
                                    try:
                                        log.append(8)
                                        if fail == 8:
                                            raise ValueError(8)
                                    finally:
                                        try:
                                            log.append(9)
                                            if fail == 9:
                                                raise ValueError(9)
                                        finally:
                                            try:
                                                log.append(10)
                                                if fail == 10:
                                                    raise ValueError(10)
                                            finally:
                                                try:
                                                    log.append(11)
                                                    if fail == 11:
                                                        raise ValueError(11)
                                                finally:
                                                    try:
                                                        log.append(12)
                                                        if fail == 12:
                                                            raise ValueError(12)
                                                    finally:
                                                        try:
                                                            log.append(13)
                                                            if fail == 13:
                                                                raise ValueError(13)
                                                        finally:
                                                            try:
                                                                log.append(14)
                                                                if fail == 14:
                                                                    raise ValueError(14)
                                                            finally:
                                                                try:
                                                                    log.append(15)
                                                                    if fail == 15:
                                                                        raise ValueError(15)
                                                                finally:
                                                                    log.append(16)
                                                                    if stop:
                                                                        return log
    return log


log = []
print(nest(None, False, log))
print(nest(None, True, []) == log)
for fail in (0, 7, 15):
    log = []
    try:
        nest(fail, False, log)
    except ValueError as e:
        print(fail, "raised", repr(e), e.__context__, log == list(range(17)))
    log = []
    print(fail, "returned", nest(fail, True, log) is log, len(log))
nest(9, False, [])
# expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
# expect: True
# expect: 0 raised ValueError(0) None True
# expect: 0 returned True 17
# expect: 7 raised ValueError(7) None True
# expect: 7 returned True 17
# expect: 15 raised ValueError(15) None True
# expect: 15 returned True 17
# expect stderr:   File "nested_finally_compile.py", line 103, in <module>
# expect stderr:   File "nested_finally_compile.py", line 54, in nest
# expect runtime error: ValueError: 9
