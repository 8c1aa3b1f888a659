# The module-level functions configure the root logger on first use: a later basicConfig is
# ignored, unless force=True.
import logging, sys
logging.info("configures root")
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout)
print(logging.root.handlers, logging.root.level)
logging.basicConfig(level=logging.INFO, stream=sys.stdout, force=True, format="%(levelname)s|%(message)s")
logging.info("now shown")
print(logging.root.handlers, logging.root.level)

# expect: [<StreamHandler <stderr> (NOTSET)>] 30
# expect: INFO|now shown
# expect: [<StreamHandler <stdout> (NOTSET)>] 20
