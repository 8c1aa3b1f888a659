# The record fields courses print: levelname, name, funcName, lineno, filename, module,
# levelno, and padding in the format.
import logging, sys
log = logging.getLogger("fields")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)-8s|%(name)s|%(funcName)s|%(lineno)d|%(filename)s|%(module)s|%(levelno)s|%(message)s"))
log.addHandler(h)
log.setLevel(logging.DEBUG)
def work(n):
    log.debug("working on %d", n)
    return n * 2
class Job:
    def run(self):
        log.info("running")
work(3)
Job().run()
log.warning("top level")

# expect: DEBUG   |fields|work|10|logging_format_fields.py|logging_format_fields|10|working on 3
# expect: INFO    |fields|run|14|logging_format_fields.py|logging_format_fields|20|running
# expect: WARNING |fields|<module>|17|logging_format_fields.py|logging_format_fields|30|top level
